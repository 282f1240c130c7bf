import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@croupier/api-client/react';
import { boGetRebateReport, boGetRebateSettings, boUpdateRebateSettings, type RebateSettings, type RebateSettingsInput } from '@croupier/contract';

export function useRebateSettings(merchantCode: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetRebateSettings.name, merchantCode],
    queryFn: ({ signal }) => client.callApi(boGetRebateSettings, { query: { merchantCode }, signal }),
    retry: false,
  });
}

/** Saves the settings; the answer is what the platform now holds, which the form shows from then on. */
export function useSaveRebateSettings(merchantCode: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<RebateSettings, Error, RebateSettingsInput>({
    mutationFn: (input) => client.callApi(boUpdateRebateSettings, { body: input }),
    onSuccess: (saved) => queryClient.setQueryData([boGetRebateSettings.name, merchantCode], saved),
  });
}

export function useRebateReport(merchantCode: string, from: string, to: string, enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: [boGetRebateReport.name, merchantCode, from, to],
    queryFn: ({ signal }) => client.callApi(boGetRebateReport, { query: { merchantCode, from, to }, signal }),
    enabled,
    retry: false,
    placeholderData: (previous) => previous,
  });
}
