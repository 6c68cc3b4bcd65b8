import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { can } from '../../../../lib/permissions.ts';
import { ErrorBlock } from '../../../../ui/error-block.tsx';
import { InnerSpinner } from '../../../../ui/spinner.tsx';
import { useUser } from '../../lib/session.ts';
import { chatflowQuery } from './api.ts';
import { FlowEditor } from './flow-editor.tsx';
import { useChatflowT } from './use-chatflow-t.ts';

/**
 * /dashboard/chatflow. This module is loaded lazily by the route table, so the canvas library
 * (@xyflow/react) and its CSS only reach the phone when the builder is opened.
 */
export function ChatflowPage() {
  const t = useChatflowT();
  const user = useUser().data!;
  // Bumped by a reload after a conflict: the editor starts over with the fresh copy.
  const [generation, setGeneration] = useState(0);
  const flow = useQuery(chatflowQuery());
  if (flow.isPending) return <InnerSpinner />;
  if (flow.isError)
    return (
      <ErrorBlock
        message={`${t('loadFailed')} ${flow.error.message}`}
        retryLabel={t('retry')}
        onRetry={() => void flow.refetch()}
        retrying={flow.isFetching}
      />
    );
  return (
    <FlowEditor
      key={generation}
      initial={flow.data}
      editable={can(user.permissions, 'chatflow', 'update')}
      onReload={() => void flow.refetch().then(() => setGeneration((g) => g + 1))}
    />
  );
}
