import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '@roadbook/domain/contracts/error-body';

/**
 * Schemas the document names once under components and refers to (every error answer of every
 * route is the shared error body). A registry of the API's own, so that the domain's schemas carry no
 * documentation ids into the web app.
 */
const documentedSchemas = z.registry<{ id: string }>();
documentedSchemas.add(ErrorBodySchema, { id: 'ErrorBody' });

/** OpenAPI document built from the routes' zod schemas, browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Roadbook API',
        description: 'Vehicle rental marketplace. Amounts are integers in minor units of USD.',
        version: '1.0.0',
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: documentedSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: documentedSchemas }),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { validatorUrl: null } });
}
