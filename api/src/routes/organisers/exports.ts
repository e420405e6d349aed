import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParamsSchema, exportQuerySchema } from '@greatstep/shared/isomorphic';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { ORGANISER_REFUSALS, organiserCall } from './organiser-schema';

/** The CSV files of `npm run admin`, from the same code (api/src/exports): the same rows, columns and quoting. */
export const organiserExportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services }) => {
  app.get(
    '/organisers/exports/:file',
    {
      schema: {
        ...organiserCall,
        summary: 'registrations.csv, users.csv or guesses.csv, as `npm run admin` writes them',
        params: exportParamsSchema,
        querystring: exportQuerySchema,
        response: {
          ...responses({}, 400, ...ORGANISER_REFUSALS),
          200: {
            description: 'The CSV file: RFC 4180, a header row, CRLF line ends, formula-looking cells made text',
            content: { 'text/csv': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const csv = await services.organisers.exportCsv(file, request.query.event);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csv);
    },
  );
};
