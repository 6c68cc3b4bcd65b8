import { WA_LIMITS } from '../../../../lib/chat/bot-reply.ts';
import type { FlowNode } from '../../../../lib/chat/flow-schema.ts';
import { ConditionForm } from './forms/condition-form.tsx';
import { MessageForm } from './forms/message-form.tsx';
import {
  AnswerKnowledgeForm,
  HttpForm,
  JumpForm,
  MyOrdersForm,
  SetVariableForm,
  ShowProductsForm,
} from './forms/other-forms.tsx';
import { QuestionForm } from './forms/question-form.tsx';
import { TextOnlyForm, TriggerForm } from './forms/trigger-form.tsx';

/** One form per node type (the FormContext around it gives the node and its issues). */
export function NodeForm({ type }: { type: FlowNode['type'] }) {
  switch (type) {
    case 'trigger':
      return <TriggerForm />;
    case 'send_message':
      return <MessageForm />;
    case 'question':
      return <QuestionForm />;
    case 'condition':
      return <ConditionForm />;
    case 'set_variable':
      return <SetVariableForm />;
    case 'show_products':
      return <ShowProductsForm />;
    case 'checkout':
    case 'handover':
      return <TextOnlyForm max={WA_LIMITS.body} />;
    case 'end':
      return <TextOnlyForm optional max={WA_LIMITS.text} />;
    case 'my_orders':
      return <MyOrdersForm />;
    case 'http_request':
      return <HttpForm />;
    case 'jump':
      return <JumpForm />;
    case 'answer_knowledge':
      return <AnswerKnowledgeForm />;
  }
}
