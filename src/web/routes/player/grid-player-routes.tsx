import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.ts';
import { useParams, useSearchParams } from 'react-router';
import { PLAYER_TEMPLATES, PLAYER_TEXT } from '../../../shared/feed-messages.ts';
import type { TagSort } from '../../../shared/search-types.ts';
import type { PlayerGrid } from '../../api/grid-player-api.ts';
import { placesApi } from '../../api/places-api.ts';
import { profilesApi } from '../../api/profiles-api.ts';
import { soundKeys } from '../../api/sound-keys.ts';
import { soundsApi } from '../../api/sounds-api.ts';
import { GridPlayer } from './grid-player.tsx';
import { profileKeys } from '../../api/profile-keys.ts';
import { placeKeys } from '../../api/place-keys.ts';
import { useAuth } from '../../auth/auth-provider.tsx';
import { collectionKeys } from '../../api/collection-keys.ts';
import { collectionsApi } from '../../api/collections-api.ts';
import { msg } from '../../i18n/i18n.ts';

/*
 * The routes of the grids' players (issue 25). Each names its grid from the grid screen's own read (cached
 * when the player was opened from there), and keys the player by its grid so another grid starts afresh.
 */

function ProfilePlayer({ kind }: { kind: 'posts' | 'likes' | 'reposts' }) {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const profile = useQuery({ queryKey: profileKeys.profile(id), queryFn: ({ signal }) => profilesApi.get(id, signal) });
  const grid = useMemo<PlayerGrid>(() => ({ kind, userId: id }), [kind, id]);
  return <GridPlayer key={`${kind}:${id}`} grid={grid} title={profile.data ? t(PLAYER_TEMPLATES[kind], { username: profile.data.username }) : t(PLAYER_TEXT[kind](null))} />;
}

export const ProfilePostsPlayer = () => <ProfilePlayer kind="posts" />;
export const ProfileLikesPlayer = () => <ProfilePlayer kind="likes" />;
/** Issue 55 item 3: the videos a person reposted, last reposted first. */
export const ProfileRepostsPlayer = () => <ProfilePlayer kind="reposts" />;

const FAVOURITES_TITLE = msg('Favourites');

/**
 * The owner's Favourites as a swipe feed. The list read is always the signed-in user's own (it is private), so
 * the grid is theirs whatever profile the URL names, and Back and the followed URL lead to their own profile.
 */
export function FavouritesPlayer() {
  const { t } = useTranslation('common');
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const grid = useMemo<PlayerGrid>(() => ({ kind: 'favourites', userId }), [userId]);
  return <GridPlayer key={`favourites:${userId}`} grid={grid} title={t(FAVOURITES_TITLE)} />;
}

const COLLECTION_TITLE = msg('Collection');

/**
 * A collection as a swipe feed (issue 55 item 2), last added first; titled by its name once read (the page's
 * read, cached when the player was opened from there). Back from a link leads to the collection's page.
 */
export function CollectionPlayer() {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const collection = useQuery({ queryKey: collectionKeys.collection(id), queryFn: ({ signal }) => collectionsApi.get(id, signal) });
  const grid = useMemo<PlayerGrid>(() => ({ kind: 'collection', collectionId: id }), [id]);
  return <GridPlayer key={`collection:${id}`} grid={grid} title={collection.data?.name ?? t(COLLECTION_TITLE)} />;
}

export function PlacePlayer() {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const place = useQuery({ queryKey: placeKeys.place(id), queryFn: ({ signal }) => placesApi.get(id, signal) });
  const grid = useMemo<PlayerGrid>(() => ({ kind: 'place', placeId: id }), [id]);
  return <GridPlayer key={`place:${id}`} grid={grid} title={place.data ? t(PLAYER_TEMPLATES.place, { name: place.data.name }) : t(PLAYER_TEXT.place(null))} />;
}

export function SoundPlayer() {
  const { t } = useTranslation('common');
  const { id = '' } = useParams();
  const sound = useQuery({ queryKey: soundKeys.sound(id), queryFn: ({ signal }) => soundsApi.get(id, signal) });
  const grid = useMemo<PlayerGrid>(() => ({ kind: 'sound', soundId: id }), [id]);
  return <GridPlayer key={`sound:${id}`} grid={grid} title={sound.data ? t(PLAYER_TEMPLATES.sound, { title: sound.data.title }) : t(PLAYER_TEXT.sound(null))} />;
}

export function TagPlayer() {
  const { t } = useTranslation('common');
  const { name = '' } = useParams();
  const [params] = useSearchParams();
  const sort: TagSort = params.get('sort') === 'newest' ? 'newest' : 'popular';
  const tag = name.toLowerCase();
  const grid = useMemo<PlayerGrid>(() => ({ kind: 'tag', name: tag, sort }), [tag, sort]);
  return <GridPlayer key={`tag:${tag}:${sort}`} grid={grid} title={t(PLAYER_TEMPLATES.tag, { name: tag })} />;
}
