/**
 * Marks an English text kept in a table or passed around before it is shown (a tab's label, a toast's text):
 * the catalog check finds it here, and the screen translates it with t() when it renders. The server and the
 * tests read the English as it is: msg() returns its text unchanged.
 */
export const msg = <T extends string>(text: T): T => text;
