import { domainMessages } from '../domain-messages.ts';

// Knowledge sources (issue 30): the routes' refusals. The states and error codes of a source
// (pdf_encrypted, timeout, …) are worded by the screens (src/i18n), as they are shown, not thrown.
export const knowledgeMessages = domainMessages({
  en: {
    knowledge_source_not_found: 'This knowledge source was not found.',
    knowledge_pdf_required: 'Choose a PDF file.',
    knowledge_pdf_too_large: 'The PDF must be 10 MB or smaller.',
    knowledge_not_pdf: 'This file is not a PDF.',
    knowledge_bad_url: 'Give a web address starting with http:// or https://.',
    knowledge_question_short: 'Write the question in a few words.',
    knowledge_only_qa: 'Only a question-and-answer entry has a question and an answer to change.',
    knowledge_only_url: 'Only a web page is crawled again on a schedule.',
    knowledge_qa_not_crawled: 'A question-and-answer entry is not crawled; edit it instead.',
    knowledge_already_indexing: 'This source is already being indexed. Wait for it to finish.',
    knowledge_ask_not_found: 'This question was not found, or it was already answered or dismissed.',
    knowledge_endpoint_required: 'Give the endpoint address and the model to turn phrasing on.',
    knowledge_private_address: 'This address is on a private network; the server may not call it.',
    nothing_to_change: 'Nothing to change was sent.',
  },
  sw: {
    knowledge_source_not_found: 'Chanzo hiki cha maarifa hakikupatikana.',
    knowledge_pdf_required: 'Chagua faili la PDF.',
    knowledge_pdf_too_large: 'PDF isizidi MB 10.',
    knowledge_not_pdf: 'Faili hili si PDF.',
    knowledge_bad_url: 'Weka anwani ya tovuti inayoanza na http:// au https://.',
    knowledge_question_short: 'Andika swali kwa maneno machache.',
    knowledge_only_qa: 'Ni swali-na-jibu pekee lenye swali na jibu la kubadilisha.',
    knowledge_only_url: 'Ni ukurasa wa tovuti pekee unaosomwa upya kwa ratiba.',
    knowledge_qa_not_crawled: 'Swali-na-jibu halisomwi upya; lihariri badala yake.',
    knowledge_already_indexing: 'Chanzo hiki tayari kinasomwa. Subiri kimalizike.',
    knowledge_ask_not_found: 'Swali hili halikupatikana, au tayari limejibiwa au kuondolewa.',
    knowledge_endpoint_required: 'Weka anwani ya huduma na modeli ili kuwasha uandishi wa majibu.',
    knowledge_private_address: 'Anwani hii iko kwenye mtandao binafsi; seva hairuhusiwi kuiita.',
    nothing_to_change: 'Hakuna cha kubadilisha kilichotumwa.',
  },
  fields: {
    en: { file: 'File', url: 'Web address', question: 'Question', answer: 'Answer', endpoint_url: 'Endpoint' },
    sw: { file: 'Faili', url: 'Anwani ya tovuti', question: 'Swali', answer: 'Jibu', endpoint_url: 'Anwani ya huduma' },
  },
});
