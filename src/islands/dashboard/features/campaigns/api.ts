import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CampaignChannel,
  CampaignCreate,
  CampaignSettingsInput,
  CampaignTestSend,
  CampaignUpdate,
} from '../../../../lib/campaign-schemas.ts';
import { CAMPAIGN_STATUSES } from '../../../../lib/campaign-schemas.ts';
import { RECIPIENT_STATUSES } from '../../../../lib/contracts/campaign.ts';
import { call, type Answer } from '../../lib/client.ts';
import { oneOf } from '../../lib/one-of.ts';
import { segmentKeys } from '../../lib/query-keys.ts';

// SMS and WhatsApp campaigns (issue 27): every read and write of the campaign screens, through the
// typed client (decision 0017).

export type Campaign = Answer<'GET /api/campaigns/:id'>;
export type CampaignList = Answer<'GET /api/campaigns'>;
export type CampaignListItem = CampaignList['items'][number];
export type AudienceCount = Answer<'POST /api/campaigns/audience/count'>;
export type CampaignPreview = Answer<'GET /api/campaigns/:id/preview'>;
export type CampaignResults = Answer<'GET /api/campaigns/:id/results'>;
export type CampaignRecipients = Answer<'GET /api/campaigns/:id/recipients'>;
export type TestSendAnswer = Answer<'POST /api/campaigns/:id/test'>;
export type WhatsappTemplate = Answer<'GET /api/whatsapp-templates'>['items'][number];
export type AudienceCountBody = { audience: CampaignCreate['audience']; whatsapp_template_id: string | null };

export const LIST_PAGE_SIZE = 20;
export const RECIPIENTS_PAGE_SIZE = 50;
/** How often a sending campaign's results are read again. */
export const LIVE_REFRESH_MS = 5_000;
/** After a campaign is done its delivery reports, clicks and orders still come in for a day. */
export const AFTER_REFRESH_MS = 30_000;
const AFTER_DAY_MS = 86_400_000;

/** How often a campaign's results and recipients are read again: often while it sends, now and then for a day after. */
export function refreshOf(c: { status: string; finished_at: string | null }, now = Date.now()): number | false {
  if (c.status === 'sending' || c.status === 'scheduled') return LIVE_REFRESH_MS;
  if (c.finished_at && now - Date.parse(c.finished_at) < AFTER_DAY_MS) return AFTER_REFRESH_MS;
  return false;
}

export type CampaignFilters = { channel: CampaignChannel; status?: string; page: number };

export const campaignKeys = {
  all: ['campaigns'] as const,
  lists: () => [...campaignKeys.all, 'list'] as const,
  list: (f: CampaignFilters) => [...campaignKeys.lists(), f] as const,
  detail: (id: string) => [...campaignKeys.all, 'detail', id] as const,
  preview: (id: string) => [...campaignKeys.all, 'preview', id] as const,
  results: (id: string) => [...campaignKeys.all, 'results', id] as const,
  recipients: (id: string, page: number, status: string | undefined) =>
    [...campaignKeys.all, 'recipients', id, page, status ?? ''] as const,
  count: (body: AudienceCountBody) => [...campaignKeys.all, 'count', body] as const,
  templates: () => ['whatsapp-templates', 'list'] as const,
  settings: () => [...campaignKeys.all, 'settings'] as const,
  products: () => [...campaignKeys.all, 'products'] as const,
  sets: () => [...campaignKeys.all, 'sets'] as const,
};

export const campaignListQuery = (f: CampaignFilters) =>
  queryOptions({
    queryKey: campaignKeys.list(f),
    queryFn: ({ signal }) =>
      call('GET /api/campaigns', {
        // A stale or edited status in the URL means no filter, not a 400.
        query: {
          channel: f.channel,
          status: oneOf(CAMPAIGN_STATUSES, f.status),
          page: f.page,
          page_size: LIST_PAGE_SIZE,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const campaignQuery = (id: string, live = false) =>
  queryOptions({
    queryKey: campaignKeys.detail(id),
    queryFn: ({ signal }) => call('GET /api/campaigns/:id', { params: { id }, signal }),
    refetchInterval: live ? LIVE_REFRESH_MS : false,
  });

export const audienceCountQuery = (body: AudienceCountBody, enabled = true) =>
  queryOptions({
    queryKey: campaignKeys.count(body),
    queryFn: ({ signal }) => call('POST /api/campaigns/audience/count', { body, signal }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });

export const campaignPreviewQuery = (id: string) =>
  queryOptions({
    queryKey: campaignKeys.preview(id),
    queryFn: ({ signal }) => call('GET /api/campaigns/:id/preview', { params: { id }, signal }),
  });

export const campaignResultsQuery = (id: string, refresh: number | false) =>
  queryOptions({
    queryKey: campaignKeys.results(id),
    queryFn: ({ signal }) => call('GET /api/campaigns/:id/results', { params: { id }, signal }),
    refetchInterval: refresh,
  });

export const campaignRecipientsQuery = (
  id: string,
  page: number,
  status: string | undefined,
  refresh: number | false,
) =>
  queryOptions({
    queryKey: campaignKeys.recipients(id, page, status),
    queryFn: ({ signal }) =>
      call('GET /api/campaigns/:id/recipients', {
        params: { id },
        query: {
          page,
          page_size: RECIPIENTS_PAGE_SIZE,
          status: oneOf(RECIPIENT_STATUSES, status),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: refresh,
  });

export const segmentChoicesQuery = () =>
  queryOptions({ queryKey: segmentKeys.lists(), queryFn: ({ signal }) => call('GET /api/segments', { signal }) });

/** Active products to pick for "bought" and for the order page a link opens (the first 100). */
export const productChoicesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.products(),
    queryFn: ({ signal }) => call('GET /api/products', { query: { status: 'active', page_size: 100 }, signal }),
    retry: false,
    staleTime: 60_000,
  });

export const setChoicesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.sets(),
    queryFn: ({ signal }) => call('GET /api/product-sets', { signal }),
    retry: false,
    staleTime: 60_000,
  });

/**
 * The shop's WhatsApp templates (the templates module). When that route is not there or fails, the
 * picker says there is no approved template and links to the templates screen.
 */
export const templatesQuery = () =>
  queryOptions({
    queryKey: campaignKeys.templates(),
    queryFn: ({ signal }) => call('GET /api/whatsapp-templates', { signal }),
    retry: false,
    staleTime: 60_000,
  });

function useInvalidate() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: campaignKeys.all });
}

export function useCreateCampaign() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CampaignCreate) => call('POST /api/campaigns', { body }),
    onSuccess: invalidate,
  });
}

export function useUpdateCampaign(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: CampaignUpdate) => call('PATCH /api/campaigns/:id', { params: { id }, body }),
    onSuccess: invalidate,
  });
}

export function useTestSend(id: string) {
  return useMutation({
    mutationFn: (body: CampaignTestSend) => call('POST /api/campaigns/:id/test', { params: { id }, body }),
  });
}

export function useSendNow(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call('POST /api/campaigns/:id/send', { params: { id } }),
    onSuccess: invalidate,
  });
}

export function useSchedule(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (sendAt: string) =>
      call('POST /api/campaigns/:id/schedule', { params: { id }, body: { send_at: sendAt } }),
    onSuccess: invalidate,
  });
}

export function useCancelCampaign(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => call('POST /api/campaigns/:id/cancel', { params: { id } }),
    onSuccess: invalidate,
  });
}

export const campaignSettingsQuery = () =>
  queryOptions({
    queryKey: campaignKeys.settings(),
    queryFn: ({ signal }) => call('GET /api/campaigns/settings', { signal }),
  });

export function useSaveCampaignSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignSettingsInput) => call('PUT /api/campaigns/settings', { body }),
    onSuccess: (saved) => {
      client.setQueryData(campaignKeys.settings(), saved);
      // The preview's cost uses the WhatsApp price.
      void client.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
