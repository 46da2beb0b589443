import { API, ZExtractOutResponse, type TExtractOutRequest } from '@meridian/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '../../../api/query-client';
import { request } from '../../../api/request';

export function extractOut(input: TExtractOutRequest) {
  return request(API.interest.extractOut, input, ZExtractOutResponse);
}

export function useExtractOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TExtractOutRequest) => unwrap(extractOut(input)),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['interest'] });
    },
  });
}
