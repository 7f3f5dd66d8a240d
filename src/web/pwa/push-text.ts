import { msg } from '../i18n/i18n.ts';

/** What Settings and the one-time prompt say about Web Push on this device (issue 37, decision 044). */
export const PUSH_TEXT = {
  sectionTitle: msg('Notifications'),
  sectionDetail: msg('Comments, replies, mentions, likes and new followers can reach this device while Popreel is closed.'),
  switchLabel: msg('Push notifications on this device'),
  on: msg('On'),
  off: msg('Off'),
  checking: msg('Checking this device…'),
  unsupported: msg('This browser cannot show push notifications. On an iPhone or iPad, add Popreel to your Home Screen and turn them on there.'),
  denied: msg("Notifications are blocked for Popreel in this browser. Allow them in the browser's site settings, then come back here."),
  turnedOn: msg('Push notifications are on for this device'),
  turnedOff: msg('Push notifications are off for this device'),
  failed: msg('Push notifications could not be changed. Please try again.'),
  promptTitle: msg('Know when people reply?'),
  promptBody: msg('Turn on notifications to hear about replies, comments and new followers even when Popreel is closed.'),
  promptAccept: msg('Turn on'),
  promptDismiss: msg('Not now'),
} as const;
