import { useQuery, useQueryClient } from '@tanstack/react-query';
import { can } from '../../../../lib/permissions.ts';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useUser } from '../../lib/session.ts';
import { chatflowKeys, chatflowQuery } from './api.ts';
import { FlowEditor } from './flow-editor.tsx';
import { useChatflowT } from './use-chatflow-t.ts';

/**
 * /dashboard/chatflow. This module is loaded lazily by the route table, so the canvas library
 * (@xyflow/react) and its CSS only reach the phone when the builder is opened.
 */
export function ChatflowPage() {
  const t = useChatflowT();
  const user = useUser().data!;
  const client = useQueryClient();
  const flow = useQuery(chatflowQuery());
  if (flow.isPending) return <InnerSpinner />;
  if (flow.isError) return <ErrorBlock message={`${t('loadFailed')} ${flow.error.message}`} retryLabel={t('retry')} onRetry={() => void flow.refetch()} retrying={flow.isFetching} />;
  return (
    <FlowEditor
      // A reload (after a conflict) brings a new copy: the editor starts over with it.
      key={flow.dataUpdatedAt}
      initial={flow.data}
      editable={can(user.permissions, 'chatflow', 'update')}
      onReload={() => void client.refetchQueries({ queryKey: chatflowKeys.flow() })}
    />
  );
}
