import { GRAPHQL_ENUM_VALUES } from '@portal/schema';
import type { JobRecord } from '@portal/schema/rest';
import type { Resolvers } from '../../generated/resolvers-types.ts';
import { subscribeToEvent } from '../../realtime/event-subscription.ts';
import { defineGatewayModule } from '../gateway-module.ts';
import { JobsAPI, toJob } from './jobs-api.ts';

const jobsResolvers: Resolvers = {
  JobKind: GRAPHQL_ENUM_VALUES.JobKind,
  JobStatus: GRAPHQL_ENUM_VALUES.JobStatus,
  Query: {
    job: (_root, { id }, { dataSources }) => dataSources.jobs.job(id),
    jobs: (_root, args, { dataSources }) => dataSources.jobs.jobs(args),
  },
  // job-updated goes to the job's owner only (its declared audience), so no further check is due.
  Subscription: {
    jobUpdated: {
      subscribe: (_root, { id }, context) => subscribeToEvent(context, 'job-updated', (job) => job.id === id),
      resolve: (job: JobRecord) => toJob(job),
    },
    myJobs: {
      subscribe: (_root, _args, context) => subscribeToEvent(context, 'job-updated'),
      resolve: (job: JobRecord) => toJob(job),
    },
  },
};

export const jobsModule = defineGatewayModule({
  name: 'jobs',
  resolvers: jobsResolvers,
  dataSources: { jobs: (config) => new JobsAPI(config) },
});
