/** What Settings and the one-time prompt say about Web Push on this device (issue 37, decision 044). */
export const PUSH_TEXT = {
  sectionTitle: 'Notifications',
  sectionDetail: 'Comments, replies, mentions, likes and new followers can reach this device while Popreel is closed.',
  switchLabel: 'Push notifications on this device',
  on: 'On',
  off: 'Off',
  checking: 'Checking this device…',
  unsupported: 'This browser cannot show push notifications. On an iPhone or iPad, add Popreel to your Home Screen and turn them on there.',
  denied: "Notifications are blocked for Popreel in this browser. Allow them in the browser's site settings, then come back here.",
  turnedOn: 'Push notifications are on for this device',
  turnedOff: 'Push notifications are off for this device',
  failed: 'Push notifications could not be changed. Please try again.',
  promptTitle: 'Know when people reply?',
  promptBody: 'Turn on notifications to hear about replies, comments and new followers even when Popreel is closed.',
  promptAccept: 'Turn on',
  promptDismiss: 'Not now',
} as const;
