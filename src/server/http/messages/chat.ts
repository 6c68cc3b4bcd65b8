import { domainMessages } from '../domain-messages.ts';

export const chatMessages = domainMessages({
  en: {
    bot_not_found: 'This chat is not available. The shop may have turned it off.',
    chat_message_too_large: 'The message is too long. Please send a shorter one.',
    chat_rate_limited: 'You are sending messages too fast. Please wait {seconds} seconds.',
    chat_bot_id_mismatch: 'bot_id does not match the address.',
    chat_cursor_invalid: 'The cursor is not valid. Load the messages again without it.',
  },
  sw: {
    bot_not_found: 'Chat hii haipatikani. Huenda duka limeizima.',
    chat_message_too_large: 'Ujumbe ni mrefu mno. Tafadhali tuma ujumbe mfupi zaidi.',
    chat_rate_limited: 'Unatuma ujumbe haraka mno. Tafadhali subiri sekunde {seconds}.',
    chat_bot_id_mismatch: 'bot_id hailingani na anwani.',
    chat_cursor_invalid: 'Kiashiria si sahihi. Pakia ujumbe tena bila hicho.',
  },
  fields: {
    en: {
      message: 'The message',
      chat_id: 'The chat id',
      message_id: 'The message id',
      message_type: 'The message type',
      language: 'The language',
      after: 'The cursor',
    },
    sw: {
      message: 'Ujumbe',
      chat_id: 'Kitambulisho cha chat',
      message_id: 'Kitambulisho cha ujumbe',
      message_type: 'Aina ya ujumbe',
      language: 'Lugha',
      after: 'Kiashiria',
    },
  },
});
