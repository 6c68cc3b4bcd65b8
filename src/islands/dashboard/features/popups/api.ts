import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PopupCreate } from '../../../../lib/popup-schemas.ts';
import { call } from '../../lib/client.ts';
import { popupKeys } from '../../lib/popup-queries.ts';

// Every write of the pop-up screens, through the typed client (decision 0017). A write changes the
// list and the pop-up itself; the hub reads the same list.

export const popupQuery = (id: string) =>
  queryOptions({
    queryKey: popupKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/popups/:id', { params: { id }, signal }),
  });

export function useSavePopup(id: string | null) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PopupCreate) =>
      id ? call('PUT /api/popups/:id', { params: { id }, body }) : call('POST /api/popups', { body }),
    onSuccess: (popup) => {
      qc.setQueryData(popupKeys.detail(popup.id), popup);
      void qc.invalidateQueries({ queryKey: popupKeys.list() });
    },
  });
}

export function useDeletePopup() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('DELETE /api/popups/:id', { params: { id } }),
    onSuccess: () => void qc.invalidateQueries({ queryKey: popupKeys.all }),
  });
}

export function usePopupImage(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return call('DELETE /api/popups/:id/image', { params: { id } });
      const form = new FormData();
      form.append('image', file);
      return call('PUT /api/popups/:id/image', { params: { id }, body: form });
    },
    onSuccess: (popup) => {
      qc.setQueryData(popupKeys.detail(popup.id), popup);
      void qc.invalidateQueries({ queryKey: popupKeys.list() });
    },
  });
}
