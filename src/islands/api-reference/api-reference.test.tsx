// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../../server/http/route-table.ts';
import { authModule } from '../../server/modules/auth/auth.module.ts';
import { authRoutes } from '../../server/modules/auth/auth.routes.ts';
import { ordersModule } from '../../server/modules/orders/orders.module.ts';
import { orderRoutes } from '../../server/modules/orders/orders.routes.ts';
import { productSetsModule } from '../../server/modules/product-sets/product-sets.module.ts';
import { productSetRoutes } from '../../server/modules/product-sets/product-sets.routes.ts';
import { shopModule } from '../../server/modules/shop/shop.module.ts';
import { shopRoutes } from '../../server/modules/shop/shop.routes.ts';
import { buildOpenApi } from '../../server/openapi/openapi.ts';
import { ApiReference } from './api-reference.tsx';
import { toReference } from './reference-model.ts';

// A document built by the server's own builder from a few real route declarations and their modules' tags.
const pick = (table: RouteDef[], method: string, path: string) =>
  table.find((r) => r.method === method && r.path === path)!;
const routes: RouteDef[] = [
  pick(authRoutes, 'POST', '/api/auth/signup'),
  pick(orderRoutes, 'GET', '/api/orders'),
  pick(productSetRoutes, 'PUT', '/api/product-sets/:id'),
  pick(orderRoutes, 'POST', '/api/orders'),
  pick(shopRoutes, 'PUT', '/api/shop/logo'),
];
const tags = [authModule, shopModule, productSetsModule, ordersModule].map((m) => m.tag!);
const doc = buildOpenApi(routes, { tags });
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });

afterEach(() => cleanup());

describe('reference model', () => {
  const groups = toReference(doc);
  const endpoint = (method: string, path: string) =>
    groups.flatMap((g) => g.endpoints).find((e) => e.method === method && e.path === path)!;

  it('groups endpoints by tag in the order of the document', () => {
    expect(groups.map((g) => g.tag)).toEqual(['Auth', 'Shop', 'Product sets', 'Orders']);
    expect(endpoint('GET', '/api/orders').access).toMatchObject({
      kind: 'permission',
      resource: 'orders',
      action: 'read',
    });
  });

  it('lists body fields with type, required and constraints', () => {
    const [body] = endpoint('POST', '/api/auth/signup').inputs;
    const email = body!.fields.find((f) => f.name === 'email');
    expect(body!.kind).toBe('json');
    expect(email).toMatchObject({ type: 'string', required: true });
    expect(body!.fields.find((f) => f.name === 'name')!.constraints).toContainEqual({
      kind: 'length',
      min: 2,
      max: 100,
    });
    expect(body!.fields.find((f) => f.name === 'language')).toMatchObject({
      required: false,
      constraints: [{ kind: 'oneOf', values: ['en', 'sw'] }],
    });
  });

  it('flattens nested objects, arrays of objects and discriminated unions', () => {
    const order = endpoint('POST', '/api/orders').inputs[0]!.fields.map((f) => f.name);
    expect(order).toEqual(
      expect.arrayContaining([
        'lines',
        'lines[].product_id',
        'lines[].quantity',
        'customer.phone',
        'delivery_location.lat',
      ]),
    );
    const set = endpoint('PUT', '/api/product-sets/{id}');
    expect(set.inputs.map((i) => i.kind)).toEqual(['path', 'json']);
    const rule = set.inputs[1]!.fields.find((f) => f.name === 'rule.min_price')!;
    expect(rule.constraints[0]).toEqual({ kind: 'when', value: 'kind = template' });
    const query = endpoint('GET', '/api/orders').inputs[0]!;
    expect(query.kind).toBe('query');
    expect(query.fields.find((f) => f.name === 'page')!.constraints).toContainEqual({ kind: 'default', value: '1' });
    expect(endpoint('PUT', '/api/shop/logo').inputs[0]).toMatchObject({
      kind: 'form',
      fields: [{ name: 'logo', required: true }],
    });
  });
});

describe('API reference island', () => {
  it('shows endpoints by tag with method, path, access and summary, and expands the fields', async () => {
    render(<ApiReference lang="en" fetchImpl={vi.fn(async () => ok(doc))} />);
    await waitFor(() => expect(screen.getByText('5 endpoints')).toBeTruthy());
    expect(screen.getByRole('heading', { name: 'Auth' })).toBeTruthy();
    const signup = screen.getAllByTestId('api-endpoint').find((li) => li.textContent?.includes('/api/auth/signup'))!;
    expect(within(signup).getByText('POST')).toBeTruthy();
    expect(within(signup).getByText('Public')).toBeTruthy();
    expect(within(signup).getByText(/Create an account/)).toBeTruthy();
    fireEvent.click(within(signup).getByText('/api/auth/signup'));
    expect(within(signup).getByText('JSON body')).toBeTruthy();
    const email = within(signup).getByText('email').closest('li')!;
    expect(within(email).getByText('required')).toBeTruthy();
    expect(within(signup).getByText('length 2–100')).toBeTruthy();
    expect(screen.getByText('Permission orders: read')).toBeTruthy();
  });

  it('speaks Swahili around English summaries', async () => {
    render(<ApiReference lang="sw" fetchImpl={vi.fn(async () => ok(doc))} />);
    await waitFor(() => expect(screen.getByText('Njia 5')).toBeTruthy());
    expect(screen.getByText(/Maelezo ya API yako kwa Kiingereza/)).toBeTruthy();
    expect(screen.getByText('Wazi kwa wote')).toBeTruthy();
    expect(screen.getByText(/Create an account/)).toBeTruthy();
  });

  it('shows loading, then an error with a retry that loads again', async () => {
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response('oops', { status: 500 }))
      .mockResolvedValueOnce(ok(doc));
    render(<ApiReference lang="en" fetchImpl={fetchImpl} />);
    expect(screen.getByText('Loading the API reference…')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('could not load'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('5 endpoints')).toBeTruthy());
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('says so when the document has no endpoints', async () => {
    render(<ApiReference lang="en" fetchImpl={vi.fn(async () => ok({ openapi: '3.1.0', paths: {} }))} />);
    await waitFor(() => expect(screen.getByText('No endpoints are published yet.')).toBeTruthy());
  });
});
