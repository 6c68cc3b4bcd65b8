// The face of the whatsapp-templates module (issue 27): what other modules and flows may import
// (decision 0035). Campaigns send only a template `approvedTemplate` answers; the inbound webhook
// flow hands Meta's `message_template_status_update` changes to `applyTemplateStatus`.
export {
  approvedTemplate,
  applyTemplateStatus,
  templateStatusEvent,
  type ApprovedTemplate,
  type TemplateStatusEvent,
} from './whatsapp-templates.service.ts';
