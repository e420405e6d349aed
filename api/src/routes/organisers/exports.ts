import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportParamsSchema, exportQuerySchema } from '@greatstep/shared/isomorphic';
import { assertExportable } from '../../exports';
import { organiserActor } from '../../services/actor';
import { signedIn } from '../authenticate';
import type { RouteContext } from '../route-context';
import { responses } from '../responses';
import { ORGANISER_REFUSALS, organiserCall } from './organiser-schema';

/** The CSV files of `npm run admin`, from the same code (api/src/exports): the same rows, columns and quoting. */
export const organiserExportRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { services, limits }) => {
  app.get(
    '/organisers/exports/:file',
    {
      // A budget of their own besides every organisers' call's: a file holds every account at once
      // (docs/SECURITY.md#the-organisers-exports).
      preHandler: async (request) => {
        // A request no file answers is refused before it spends any of the budget, as every limited call's is.
        assertExportable(request.params.file, request.query.event);
        await limits.throttleExport(signedIn(request).user.id);
      },
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
      const csv = await services.organisers.exportCsv(
        organiserActor(signedIn(request).user),
        file,
        request.query.event,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(csv);
    },
  );
};
