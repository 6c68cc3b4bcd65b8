// The face of the contact module (decision 0035): the operators' inbox of the contact form.
export {
  addContactReply,
  contactMessageById,
  listContactMessages,
  lockContactMessage,
  markContactHandled,
} from './contact-inbox.service.ts';
export type { ContactFilter, ContactWithReplies } from './contact-inbox.service.ts';
