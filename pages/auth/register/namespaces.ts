/** The message namespaces the sign-up screens render: their own, the shared visitor fields, rules, chrome. */
export const REGISTER_NAMESPACES = ['pages.register', 'pages.visitor', 'validation', 'pages.common'] as const;
