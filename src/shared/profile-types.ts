/**
 * The answers of profiles and a viewer's audience controls, described by their schemas: a person's page and
 * grid tiles, follows and blocks (profile-answers.schema.ts), mutes and follow requests
 * (audience-answers.schema.ts).
 */
export type { BlockedUser, FollowState, ProfileVideo, ProfileView } from './profile-answers.schema.ts';
export type { FollowRequest, MutedUser, MutedWord } from './audience-answers.schema.ts';
