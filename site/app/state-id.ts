/** The id of the script element holding the page's state (PageState) as JSON. */
export const STATE_ID = '__SW_STATE__';
