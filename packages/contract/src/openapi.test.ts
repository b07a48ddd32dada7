import { describe, expect, it } from 'vitest';
import { allRoutes } from './index.js';
import { buildOpenApiDocument, operationId } from './openapi.js';
import { REQUEST_EXAMPLES } from './openapi-examples.js';
import { routeUrl } from './route.js';

type Json = Record<string, unknown>;
type Operation = {
  operationId?: string;
  summary?: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }> }>;
};

const document = buildOpenApiDocument(allRoutes, { version: 'test' }) as {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
};
/** The value a local `$ref` points at. */
function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = document;
  for (const segment of ref.slice(2).split('/')) {
    node = (node as Record<string, unknown> | undefined)?.[segment.replaceAll('~1', '/').replaceAll('~0', '~')];
  }
  return node;
}

const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, operation })),
);

/** Every object schema written in place (not a `$ref`), with where it is. */
function inlineObjects(node: unknown, at: string, found: Array<{ at: string; json: string }>): void {
  if (!node || typeof node !== 'object') return;
  for (const [key, child] of Object.entries(node)) {
    if (child && typeof child === 'object' && (child as Json).type === 'object') {
      found.push({ at: `${at}/${key}`, json: JSON.stringify(child) });
    }
    inlineObjects(child, `${at}/${key}`, found);
  }
}

describe('the OpenAPI document', () => {
  it('names the contract objects as components and refers to them', () => {
    const names = Object.keys(document.components.schemas);
    for (const name of ['Port', 'CreatePortRequest', 'Location', 'CurrentUser', 'Error', 'Demarcation']) {
      expect(names).toContain(name);
    }
    const listPorts = document.paths['/v2/ports']?.get?.responses['200']?.content?.['application/json']?.schema;
    expect(listPorts).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Port' } });
    expect(document.components.schemas.Port?.properties).toMatchObject({
      demarcation: { $ref: '#/components/schemas/Demarcation' },
    });
  });

  it('has no inlined duplicate of a component, and every reference resolves', () => {
    const components = new Map(
      Object.entries(document.components.schemas).map(([name, s]) => [JSON.stringify(s), name]),
    );
    const found: Array<{ at: string; json: string }> = [];
    inlineObjects(document.paths, '#/paths', found);
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      inlineObjects(schema, `#/components/schemas/${name}`, found);
    }
    const duplicates = found
      .filter(({ json }) => components.has(json))
      .map(({ at, json }) => `${at} = ${components.get(json)}`);
    expect(duplicates).toEqual([]);
    const refs = new Set<string>();
    JSON.stringify(document, (key, value) => {
      if (key === '$ref') refs.add(value);
      return value;
    });
    const missing = [...refs].filter((ref) => resolve(ref) === undefined);
    expect(missing).toEqual([]);
  });

  it('gives every operation a unique operationId, a summary and documented errors in the house format', () => {
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations.filter(({ operation }) => !operation.summary?.trim()).map(({ name }) => name)).toEqual([]);
    for (const { name, operation } of operations) {
      const errors = Object.entries(operation.responses).filter(([status]) => Number(status) >= 400);
      expect(
        errors.map(([status]) => status),
        name,
      ).toEqual(expect.arrayContaining(['400', '500']));
      for (const [status, response] of errors) {
        const documented = (response as { $ref?: string }).$ref
          ? resolve((response as { $ref: string }).$ref)
          : response;
        expect(documented, `${name} ${status}`).toMatchObject({
          description: expect.any(String),
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        });
      }
    }
  });

  it('documents the shared headers, every error status a route declares, and what is not JSON', () => {
    const order = document.paths['/v2/ports']?.post as unknown as Json & { parameters: Json[] };
    expect(order.parameters).toContainEqual({ $ref: '#/components/parameters/IdempotencyKey' });
    expect(order.parameters).toContainEqual({ $ref: '#/components/parameters/OnBehalfOf' });
    expect(resolve('#/components/parameters/IdempotencyKey')).toMatchObject({ name: 'Idempotency-Key', in: 'header' });
    expect(resolve('#/components/parameters/OnBehalfOf')).toMatchObject({ name: 'x-on-behalf-of', in: 'header' });
    expect(Object.keys(order.responses as Json)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '409', '413', '415', '429', '500']),
    );
    expect(resolve('#/components/responses/TooManyRequests')).toMatchObject({
      headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' }, 'x-ratelimit-remaining': {} },
    });
    const list = document.paths['/v2/ports']?.get as unknown as Json & { parameters: Array<{ name?: string }> };
    expect(list.parameters.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['page', 'page_size']));
    expect((list.responses as Record<string, Json>)['200']?.headers).toMatchObject({
      'x-total-item-count': { $ref: '#/components/headers/TotalItemCount' },
    });
    for (const route of allRoutes) {
      const operation = document.paths[routeUrl(route).replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      for (const status of route.errors ?? []) {
        expect(operation?.responses, `${route.method} ${routeUrl(route)}`).toHaveProperty(String(status));
      }
    }
    const events = document.paths['/v2/events']?.get?.responses['200']?.content;
    expect(Object.keys(events ?? {})).toEqual(['text/event-stream']);
    const upload = (document.paths['/v2/documents']?.post as unknown as Json | undefined)?.requestBody;
    expect(upload).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { document: { format: 'binary' }, type: {} } } } },
    });
  });

  it('describes every field of the objects the wire reference and the specification explain', () => {
    // The fields the wire reference (3.1–3.16, 4, 5) and the specification (3) list for each object.
    const explained: Record<string, string[]> = {
      Port: [
        'port_circuit_id',
        'state',
        'status',
        'operational_status',
        'admin_status',
        'disabled',
        'pop',
        'zone',
        'region',
        'market',
        'market_description',
        'site',
        'site_code',
        'provider',
        'speed',
        'media',
        'mtu',
        'autoneg',
        'vc_mode',
        'is_lag',
        'is_lag_member',
        'is_cloud',
        'is_ptp',
        'is_nni',
        'is_cloud_router',
        'is_nat_capable',
        'is_ipsec_capable',
        'lag_interval',
        'member_count',
        'parent_lag_circuit_id',
        'account_uuid',
        'subscription_term',
        'customer_name',
        'customer_uuid',
        'po_number',
        'description',
        'max_cloud_router_speed',
        'time_created',
        'time_updated',
        '_links',
        'provisioning_status',
        'network_provider',
      ],
      CreatePortRequest: [
        'account_uuid',
        'pop',
        'speed',
        'media',
        'subscription_term',
        'zone',
        'description',
        'autoneg',
        'nni',
        'po_number',
      ],
      UpdatePortRequest: ['description', 'po_number', 'autoneg'],
      CreateLagRequest: ['description', 'interval', 'pop', 'members'],
      CreatedLag: ['state', 'port_circuit_id', 'description', 'number', 'time_created', 'accepted'],
      Location: [
        'pop',
        'region',
        'market',
        'market_description',
        'vendor',
        'site',
        'site_code',
        'type',
        'status',
        'latitude',
        'longitude',
        'timezone',
        'notes',
        'pcode',
        'lead_time',
        'single_armed',
        'address1',
        'address2',
        'city',
        'state',
        'postal',
        'country',
        'network_provider',
        'time_created',
        'enni_supported',
      ],
      PortAvailability: ['zone', 'speed', 'media', 'count', 'partial', 'enni'],
      NetworkStatus: ['circuit_id', 'status'],
      VlanSummary: ['lowest_available_vlan', 'max_vlan'],
      RouterLog: ['device_name', 'iface_name', 'message', 'severity', 'severity_name', 'timestamp'],
      CurrentUser: [
        'uuid',
        'first_name',
        'last_name',
        'phone',
        'timezone',
        'email',
        'login',
        'group',
        'mfa_enabled',
        'time_last_login',
        'is_verified',
      ],
      CurrentCustomer: [
        'name',
        'time_created',
        'customer_uuid',
        'type',
        'has_quota',
        'additional_features',
        'customer_of_reseller',
        'main_color',
        'domain',
        'favicon',
        'logo',
      ],
      ResellerBrand: ['domain', 'favicon_link', 'logo_link', 'main_color', 'public_name'],
      ActivityLogEntry: ['log_uuid', 'user', 'level', 'category', 'event', 'message', 'time_created', 'log_level_name'],
      Document: ['uuid', 'name', 'description', 'mime_type', 'type', 'size', 'time_created', 'time_updated', '_links'],
      OutboundCrossConnect: [
        'port',
        'site',
        'document_uuid',
        'outbound_cross_connect_id',
        'obcc_status',
        'description',
        'user_description',
        'destination_name',
        'destination_circuit_id',
        'panel',
        'module',
        'position',
        'data_center_cross_connect_id',
        'progress',
        'deleted',
        'z_loc_cfa',
        'circuit_id',
        'time_created',
        'time_updated',
      ],
      TermsStatus: ['document_date', 'latest_document_date'],
      LoginRequest: ['login', 'password'],
      LoginResponse: ['token', 'time_expires'],
      Error: ['message', 'request_id', 'code', 'fields'],
    };
    const undescribed: string[] = [];
    for (const [name, fields] of Object.entries(explained)) {
      const properties = (document.components.schemas[name]?.properties ?? {}) as Record<string, Json>;
      for (const field of fields) {
        if (!properties[field]?.description) undescribed.push(`${name}.${field}`);
      }
    }
    // The status object of wire reference 4, all the way down.
    const visit = (schema: unknown, at: string): void => {
      if (!schema || typeof schema !== 'object') return;
      for (const [field, property] of Object.entries(((schema as Json).properties ?? {}) as Record<string, Json>)) {
        if (!property.description) undescribed.push(`${at}.${field}`);
        visit(property, `${at}.${field}`);
      }
    };
    visit(document.components.schemas.NetworkStatus, 'NetworkStatus');
    expect(undescribed).toEqual([]);
    expect(document.components.schemas.Port?.properties).toMatchObject({
      port_circuit_id: { description: expect.stringContaining('PF-AP-') },
      subscription_term: { description: expect.stringContaining('1, 12, 24 or 36') },
    });
  });

  it('marks every timestamp of an answer as date-time', () => {
    const timestamps: Array<{ at: string; format: unknown }> = [];
    const visit = (schema: unknown, at: string): void => {
      if (!schema || typeof schema !== 'object') return;
      for (const [key, child] of Object.entries(schema)) {
        if (key === 'properties') {
          for (const [field, property] of Object.entries(child as Record<string, Json>)) {
            const type = property.type;
            const isText = type === 'string' || (Array.isArray(type) && type.includes('string'));
            if (/^time_(created|updated|expires|last_|accepted)/.test(field) && isText) {
              timestamps.push({ at: `${at}.${field}`, format: property.format });
            }
          }
        }
        visit(child, at);
      }
    };
    for (const { name, operation } of operations) visit(operation.responses, name);
    for (const [name, schema] of Object.entries(document.components.schemas)) {
      if (!name.endsWith('Request')) visit(schema, name);
    }
    expect(timestamps.length).toBeGreaterThan(10);
    expect(timestamps.filter(({ format }) => format !== 'date-time')).toEqual([]);
  });

  it('has an example of every request body, and the route accepts it', () => {
    for (const route of allRoutes) {
      const schema = route.body ?? route.multipart?.fields;
      if (!schema) continue;
      const id = operationId(route);
      const example = REQUEST_EXAMPLES[id];
      expect(example, `an example for ${id} in openapi-examples.ts`).toBeDefined();
      const parsed = schema.safeParse(example);
      expect(parsed.error?.issues ?? [], id).toEqual([]);
      const operation = document.paths[routeUrl(route).replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()];
      const body = (operation as unknown as { requestBody?: { content: Record<string, Json> } }).requestBody;
      expect(Object.values(body?.content ?? {})[0]?.example, id).toEqual(example);
    }
  });
});
