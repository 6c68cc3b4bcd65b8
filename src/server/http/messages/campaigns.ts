import { domainMessages } from '../domain-messages.ts';

// SMS and WhatsApp campaigns (issue 27).
export const campaignsMessages = domainMessages({
  en: {
    campaign_not_found: 'This campaign was not found.',
    campaign_not_draft: 'This campaign has already been scheduled or sent, so it can no longer be changed.',
    campaign_not_running: 'Only a scheduled or sending campaign can be cancelled.',
    campaign_text_required: 'Write the SMS text, or choose an approved WhatsApp template.',
    campaign_product_required: 'Choose the product the order page link offers.',
    template_not_approved: 'This WhatsApp template is not approved, so it cannot be sent.',
    template_variables_mismatch: 'This template has {count} variables: give a value for each, and no more.',
    unknown_variable:
      'This text has a variable we do not know: use only name, shop, link and amount_owed, each in curly brackets.',
    sms_too_long: 'This text is too long: keep it within 6 SMS parts.',
    invalid_time: 'Enter the time as HH:MM, for example 09:00.',
    schedule_in_past: 'This time has already passed. Choose a later time, or send now.',
    sms_account_required: 'Link an SMS provider before sending SMS campaigns.',
    phone_required: 'Add a Tanzanian mobile number to send the test to.',
  },
  sw: {
    campaign_not_found: 'Kampeni hii haikupatikana.',
    campaign_not_draft: 'Kampeni hii imeshapangwa au kutumwa, kwa hiyo haiwezi kubadilishwa tena.',
    campaign_not_running: 'Kampeni iliyopangwa au inayotumwa tu ndiyo inaweza kusitishwa.',
    campaign_text_required: 'Andika maandishi ya SMS, au chagua kiolezo cha WhatsApp kilichoidhinishwa.',
    campaign_product_required: 'Chagua bidhaa ambayo kiungo cha ukurasa wa oda kinaitoa.',
    template_not_approved: 'Kiolezo hiki cha WhatsApp hakijaidhinishwa, kwa hiyo hakiwezi kutumwa.',
    template_variables_mismatch: 'Kiolezo hiki kina vigeu {count}: toa thamani kwa kila kimoja, si zaidi.',
    unknown_variable:
      'Maandishi haya yana kigeu tusichokijua: tumia name, shop, link na amount_owed tu, kila kimoja ndani ya mabano { }.',
    sms_too_long: 'Maandishi haya ni marefu mno: yasizidi sehemu 6 za SMS.',
    invalid_time: 'Andika saa kama HH:MM, kwa mfano 09:00.',
    schedule_in_past: 'Muda huu umeshapita. Chagua muda wa baadaye, au tuma sasa.',
    sms_account_required: 'Unganisha mtoa huduma wa SMS kabla ya kutuma kampeni za SMS.',
    phone_required: 'Weka namba ya simu ya mkononi ya Tanzania ya kutumia jaribio.',
  },
});
