/**
 * Marks a form whose fields depend on the human checks the site is configured with (the captcha service
 * replaces the picture field, the bot-challenge widget adds its box): a page prerendered without them
 * cannot be served by a site that has them, so the server renders such a page per request then
 * (site/server/prerendered.ts).
 */
export const HUMAN_CHECKED_MARK = 'data-human-checks';
export const HUMAN_CHECKED = { [HUMAN_CHECKED_MARK]: '' } as const;
