import { domainMessages } from '../domain-messages.ts';

// WhatsApp number connection (/api/whatsapp) and webhook logs (/api/webhook-logs).
export const connectMessages = domainMessages({
  en: {
    connect_id_digits: '{field} must be the number Meta shows: digits only, at least 5.',
    connect_verify_token_format:
      'The verify token needs 8 to 128 letters, digits or symbols, without spaces. Leave it empty to get one made for you.',
    connect_secret_format:
      '{field} is not what Meta shows: copy it again from your App Dashboard (letters, digits and symbols, no spaces).',
    connect_not_configured:
      'Facebook signup is not configured on this server. Use the form for your own Cloud API app.',
    connect_number_taken: 'This WhatsApp number is already connected to another shop. Disconnect it there first.',
    connect_token_invalid: 'WhatsApp did not accept this access token for this phone number ID: {detail}',
    connect_code_invalid:
      'Facebook did not accept the signup (the code may have expired). Start the signup again. {detail}',
    connect_subscribe_failed: 'Your WhatsApp Business account could not be linked to the app: {detail}',
    connect_graph_unreachable: 'WhatsApp (Meta) could not be reached. Check the connection and try again.',
    connect_graph_failed: 'WhatsApp answered with an error: {detail}',
    connect_not_connected: 'No WhatsApp number is connected to this shop.',
    connect_not_coexistence:
      'Contact and chat history sync is only for numbers that stay in the WhatsApp Business app.',
    connect_sync_done: 'This sync was already requested. WhatsApp allows each sync once.',
    connect_sync_failed: 'WhatsApp refused the sync request: {detail}',
    connect_test_window:
      'WhatsApp only allows a free message to someone who wrote to your number in the last 24 hours. Send "Hi" to your business number from {to}, then try again.',
    connect_test_failed: 'The test message was not sent: {detail}',
    connect_test_text:
      'Hello from {shop}! This test message shows that your WhatsApp number is connected to Duka Chat.',
    webhook_log_not_replayable: 'Only a failed incoming event can be replayed.',
    webhook_log_payment_not_replayable:
      "A payment provider's callback cannot be replayed: its signature is not kept, and money is booked only from what the provider signs or answers. An unsettled payment is asked from its provider again on its own; its order shows the outcome.",
  },
  sw: {
    connect_id_digits: '{field} lazima iwe namba anayoonyesha Meta: tarakimu pekee, angalau 5.',
    connect_verify_token_format:
      'Tokeni ya uthibitisho inahitaji herufi, tarakimu au alama 8 hadi 128, bila nafasi. Iache wazi ili utengenezewe moja.',
    connect_secret_format:
      '{field} si kama inavyoonyeshwa na Meta: inakili tena kutoka App Dashboard yako (herufi, tarakimu na alama, bila nafasi).',
    connect_not_configured:
      'Kujisajili kupitia Facebook hakujawekwa kwenye seva hii. Tumia fomu ya programu yako ya Cloud API.',
    connect_number_taken: 'Namba hii ya WhatsApp tayari imeunganishwa na duka jingine. Iondoe huko kwanza.',
    connect_token_invalid: 'WhatsApp haikukubali tokeni hii ya ufikiaji kwa kitambulisho hiki cha namba: {detail}',
    connect_code_invalid: 'Facebook haikukubali usajili (huenda msimbo umeisha muda). Anza usajili upya. {detail}',
    connect_subscribe_failed: 'Akaunti yako ya WhatsApp Business haikuweza kuunganishwa na programu: {detail}',
    connect_graph_unreachable: 'Imeshindikana kufikia WhatsApp (Meta). Angalia mtandao kisha jaribu tena.',
    connect_graph_failed: 'WhatsApp imejibu kwa hitilafu: {detail}',
    connect_not_connected: 'Hakuna namba ya WhatsApp iliyounganishwa na duka hili.',
    connect_not_coexistence:
      'Kusawazisha anwani na historia ya mazungumzo ni kwa namba zinazobaki kwenye programu ya WhatsApp Business pekee.',
    connect_sync_done: 'Usawazishaji huu tayari umeombwa. WhatsApp inaruhusu kila usawazishaji mara moja tu.',
    connect_sync_failed: 'WhatsApp imekataa ombi la kusawazisha: {detail}',
    connect_test_window:
      'WhatsApp inaruhusu ujumbe huru kwa mtu aliyeandika kwa namba yako ndani ya saa 24 zilizopita tu. Tuma "Habari" kwa namba yako ya biashara kutoka {to}, kisha jaribu tena.',
    connect_test_failed: 'Ujumbe wa majaribio haukutumwa: {detail}',
    connect_test_text:
      'Habari kutoka {shop}! Ujumbe huu wa majaribio unaonyesha kwamba namba yako ya WhatsApp imeunganishwa na Duka Chat.',
    webhook_log_not_replayable: 'Tukio linaloingia lililoshindwa pekee ndilo linaloweza kurudiwa.',
    webhook_log_payment_not_replayable:
      'Taarifa ya mtoa huduma wa malipo haiwezi kurudiwa: sahihi yake haihifadhiwi, na pesa huandikwa tu kutokana na kile mtoa huduma anachosaini au kujibu. Malipo yasiyokamilika huulizwa tena kwa mtoa huduma wake yenyewe; oda yake inaonyesha matokeo.',
  },
  fields: {
    en: {
      phone_number_id: 'Phone number ID',
      waba_id: 'WhatsApp Business account ID',
      business_id: 'Business ID',
      access_token: 'Access token',
      app_secret: 'App secret',
      verify_token: 'Verify token',
      sync_type: 'Sync type',
    },
    sw: {
      phone_number_id: 'Kitambulisho cha namba ya simu',
      waba_id: 'Kitambulisho cha akaunti ya WhatsApp Business',
      business_id: 'Kitambulisho cha biashara',
      access_token: 'Tokeni ya ufikiaji',
      app_secret: 'Siri ya programu',
      verify_token: 'Tokeni ya uthibitisho',
      sync_type: 'Aina ya usawazishaji',
    },
  },
});
