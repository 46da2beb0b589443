/** Rows per page of every list: the admin API's own default (docs/console-api.md, "Lists"). */
export const LIST_PAGE_SIZE = 20;
