// WhatsApp number connection: /dashboard/connect and /dashboard/connect/whatsapp-coexisting.
export const connect = {
  title: 'Connect WhatsApp',
  subtitle: 'Link your WhatsApp Business number so customers can order by chat and the bot answers them.',
  loading: 'Loading…',
  loadFailed: 'The WhatsApp connection could not be loaded.',
  retry: 'Retry',
  readOnly: 'You can see the connection, but your account cannot change it. Ask the shop owner.',

  // Current connection
  connectionTitle: 'Your WhatsApp number',
  number: 'Number',
  name: 'Business name',
  mode: 'Connected through',
  mode_embedded: 'Facebook signup',
  mode_manual: 'Your own Cloud API app',
  mode_coexistence: 'WhatsApp Business app (coexistence)',
  status: 'Status',
  status_connected: 'Connected',
  status_pending: 'Pending',
  status_error: 'Needs attention',
  status_disconnected: 'Disconnected',
  connectedAt: 'Connected on',
  lastError: 'Last error',
  phoneNumberId: 'Phone number ID',
  wabaId: 'WhatsApp Business account ID',
  accessToken: 'Access token',
  appSecret: 'App secret',
  webhookTitle: 'Webhook settings for your Meta app',
  webhookHint:
    'In Meta’s App Dashboard → WhatsApp → Configuration, paste these two values and subscribe to the "messages" field.',
  webhookUrl: 'Callback URL',
  verifyToken: 'Verify token',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  unnamed: 'Not shown yet',
  disconnect: 'Disconnect',
  disconnectTitle: 'Disconnect this number?',
  disconnectText:
    'Customers who write to {number} will no longer get answers from your bot, and you will not see their messages here. You can connect again later.',
  disconnectConfirm: 'Yes, disconnect',
  cancel: 'Cancel',
  disconnected: 'The number was disconnected.',
  disconnectFailed: 'The number could not be disconnected.',
  pinDismiss: 'OK',
  pinTitle: 'Keep this PIN',
  pinText:
    'Your number was registered with the two-step verification PIN {pin}. Write it down: WhatsApp asks for it if you move the number.',

  // Test message
  testTitle: 'Send a test message',
  testHint:
    'WhatsApp delivers a free message only to someone who wrote to your number in the last 24 hours. Send “Hi” to your business number from your own phone first.',
  testTo: 'Phone number',
  testPlaceholder: '0754 123 456',
  testSend: 'Send test',
  testSent: 'Sent to {to}. Check that phone’s WhatsApp.',
  testMessageId: 'Message ID: {id}',

  // Options to connect
  chooseTitle: 'Connect a number',
  embeddedTitle: 'Connect with Facebook',
  embeddedText:
    'The quickest way: sign in with Facebook, choose or create your WhatsApp Business account and verify your number. We set up the rest.',
  embeddedButton: 'Continue with Facebook',
  notConfigured: 'Signing up with Facebook is not set up on this server yet.',
  notConfiguredHint:
    'Ask the person who runs this server to turn it on, or connect your number by hand with the form below.',
  sdkLoading: 'Loading Facebook…',
  sdkLoadError: 'Failed to load Facebook SDK',
  sdkInitError: 'Failed to initialize Facebook SDK',
  sdkErrorHint: 'Check your internet connection, or use the form below.',
  notConfiguredCoexistHint:
    'Ask the person who runs this server to turn it on. A number that stays on the WhatsApp Business app cannot be connected by hand.',
  sdkErrorHintRetry: 'Check your internet connection and try again.',
  coexistSignupText:
    'Sign in with Facebook, choose your business, then scan the QR code it shows with the WhatsApp Business app on your phone.',
  popupOpen: 'Finish the steps in the Facebook window. Keep this page open.',
  popupBlocked: 'If no window opened, allow pop-ups for this site and try again.',
  saving: 'Connecting your number…',
  cancelled: 'The signup was closed before it finished. You can start again.',
  signupFailed: 'Facebook reported a problem with the signup.',
  startAgain: 'Start again',

  manualTitle: 'Use your own Cloud API app',
  manualText:
    'For businesses that already have a Meta app with the WhatsApp Cloud API. Copy these values from Meta’s App Dashboard.',
  manualPhoneHint: 'WhatsApp → API Setup → Phone number ID.',
  manualWabaHint: 'WhatsApp → API Setup → WhatsApp Business Account ID.',
  manualTokenHint:
    'A permanent System User token with whatsapp_business_messaging. Stored encrypted, never shown again.',
  manualSecretHint: 'App settings → Basic → App secret. Used to check that webhooks come from Meta.',
  manualVerifyHint: 'Optional: leave empty and we make one for you.',
  manualSubmit: 'Check and connect',
  connectedToast: 'WhatsApp number connected.',

  coexistLinkTitle: 'Keep using the WhatsApp Business app?',
  coexistLinkText: 'Connect a number that stays on your phone’s WhatsApp Business app: chats show in both places.',
  coexistLink: 'Connect a Business app number',

  // Coexistence page
  coexistTitle: 'WhatsApp Business app number',
  coexistSubtitle:
    'Keep chatting from the WhatsApp Business app on your phone while the bot and this back-office use the same number.',
  backToConnect: 'Back to Connect WhatsApp',
  coexistNeedsTitle: 'Before you start',
  coexistNeed1: 'WhatsApp Business app version 2.24.17 or newer on your phone, with the number you want to connect.',
  coexistNeed2: 'The number is not from Nigeria or South Africa (Tanzania is supported).',
  coexistNeed3: 'Keep the phone near: Facebook shows a QR code to scan with the Business app.',
  coexistNeed4: 'Such numbers send at most 20 messages per second.',
  coexistButton: 'Connect with the Business app',
  otherModeConnected:
    'This shop is already connected through {mode}. Disconnect that number first to connect a Business app number.',
  syncTitle: 'Bring your Business app data',
  syncHint:
    'Ask WhatsApp once for each: it sends your contacts and up to 6 months of chats, which then appear in your inbox.',
  syncDeadline: 'Request within 24 hours of connecting, before {time}.',
  syncDeadlinePassed: 'More than 24 hours have passed since connecting: WhatsApp may refuse these requests.',
  sync_smb_app_state_sync: 'Contacts',
  sync_history: 'Chat history',
  syncStatus_not_requested: 'Not requested',
  syncStatus_requested: 'Requested',
  syncStatus_failed: 'Failed',
  syncRequestedAt: 'Requested {time}',
  syncRequest: 'Request',
  syncTryAgain: 'Try again',
  syncRequestedToast: 'Requested. The data arrives over the next minutes.',
  syncFailedToast: 'The sync request failed.',
} as const;
