import type { JobsOverview, JobState } from '@petshop/contracts/admin-jobs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { afterChange } from '../../api/after-change.ts';
import { jobKeys } from './job-keys.ts';

/**
 * GET /api/admin/jobs (owners): each background job's last run, the outbox's counts and the mails
 * given up. The minute's poll brings what the jobs did meanwhile.
 */
export const useJobsOverview = () =>
  useQuery({
    queryKey: jobKeys.lists(),
    queryFn: ({ signal }) => adminRequest<JobsOverview>('/jobs', { signal }),
    refetchInterval: 60_000,
  });

/**
 * POST /api/admin/jobs/:name/run: the job runs in the request; its new state goes straight into
 * the screen, and what the run may have changed (orders, stock, the outbox) is read again.
 */
export function useRunJob(name: string, onRan: (job: JobState) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest<JobState>(`/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' }),
    onSuccess: (job) => {
      client.setQueryData<JobsOverview>(
        jobKeys.lists(),
        (old) =>
          old && { ...old, jobs: old.jobs.map((each) => (each.name === job.name ? job : each)) },
      );
      afterChange.jobRun(client);
      onRan(job);
    },
  });
}

/** POST /api/admin/mails/:id/retry: a mail given up goes back in the queue with fresh attempts. */
export function useRetryMail(id: number, onQueued: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      adminRequest<{ id: number; status: 'pending' }>(`/mails/${id}/retry`, { method: 'POST' }),
    onSuccess: () => {
      afterChange.mail(client);
      onQueued();
    },
  });
}
