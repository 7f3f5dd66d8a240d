import { DELETED_USER_NAME } from '../../shared/account-messages.ts';

/**
 * Comments and chat messages outlive a deleted account (issue 24); the server then names their author
 * 'deleted user'. Such an author has no profile to link to and no face to show.
 */
export const isDeletedUser = (username: string): boolean => username === DELETED_USER_NAME;
