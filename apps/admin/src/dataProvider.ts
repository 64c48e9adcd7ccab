import type { DataProvider, GetListParams, Identifier, RaRecord } from "react-admin";
import { type Api, API_ROOT } from "./http.ts";

/**
 * react-admin's data provider over the staff API's list and record conventions (STAFF-API.md):
 * `GET /api/admin/<resource>?page&perPage&sort&order&<filter>…` → `{data, total}`, one record by id,
 * `PATCH` with the changed fields and the record's `version` (409 when someone changed it meanwhile:
 * the API's message, shown as a notification), actions as `POST /<resource>/<id>/<action>`.
 */
export interface DukanDataProvider extends DataProvider {
  /** `POST /api/admin/<resource>/<id>/<action>` with a JSON body → the record after it. */
  action<RecordType extends RaRecord = RaRecord>(
    resource: string,
    params: { id: Identifier; action: string; data?: unknown },
  ): Promise<{ data: RecordType }>;
  /**
   * The address of the list's CSV export with the same filters and order (`<resource>.csv?…`), its
   * words in the app's language (`lang`: a link the browser follows sends the browser's own
   * Accept-Language, not the app's).
   */
  csvUrl(
    resource: string,
    params: Pick<GetListParams, "filter" | "sort"> & { language: string },
  ): string;
}

type FilterValue = string | number | boolean | null | undefined | readonly FilterValue[];

/**
 * The query of a list: paging and order as the API names them, then every filter as a plain
 * parameter (an array repeats it; empty values are left out, as react-admin's cleared inputs).
 */
export function listQuery(params: Partial<Pick<GetListParams, "pagination" | "sort" | "filter">>) {
  const query = new URLSearchParams();
  if (params.pagination) {
    query.set("page", String(params.pagination.page));
    query.set("perPage", String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    query.set("sort", params.sort.field);
    query.set("order", params.sort.order === "DESC" ? "DESC" : "ASC");
  }
  appendFilters(query, params.filter ?? {});
  return query;
}

function appendFilters(query: URLSearchParams, filter: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(filter).sort(([a], [b]) => a.localeCompare(b))) {
    for (const one of flatten(value as FilterValue)) query.append(name, one);
  }
}

function flatten(value: FilterValue): string[] {
  if (value === null || value === undefined || value === "") return [];
  if (Array.isArray(value)) return (value as readonly FilterValue[]).flatMap(flatten);
  if (typeof value === "object") return [];
  return [String(value)];
}

/**
 * The body of a change: the fields that differ from the record as it was read (compared as JSON),
 * and the version it was read at, so a change made meanwhile by someone else is refused, not lost.
 */
export function changeBody(
  data: Record<string, unknown>,
  previousData: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(data)) {
    if (field === "id" || field === "version") continue;
    if (previousData && JSON.stringify(previousData[field]) === JSON.stringify(value)) continue;
    body[field] = value;
  }
  const version = previousData?.version ?? data.version;
  if (version !== undefined) body.version = version;
  return body;
}

const idPath = (resource: string, id: Identifier) => `/${resource}/${encodeURIComponent(id)}`;

export function createDataProvider(api: Api): DukanDataProvider {
  const getOne = async <R extends RaRecord>(resource: string, id: Identifier) => ({
    data: await api<R>(idPath(resource, id)),
  });
  return {
    async getList(resource, params) {
      const answer = await api<{ data: RaRecord[]; total: number; capped?: boolean }>(
        `/${resource}`,
        { query: listQuery(params) },
      );
      // A list whose count is capped (more match than the API counts) pages without a last page:
      // react-admin's partial pagination ("1–25 of more than 25").
      if (answer.capped) {
        const { page = 1, perPage = answer.data.length } = params.pagination ?? {};
        return {
          data: answer.data as never[],
          pageInfo: { hasPreviousPage: page > 1, hasNextPage: answer.data.length >= perPage },
        };
      }
      return { data: answer.data as never[], total: answer.total };
    },
    getOne: (resource, params) => getOne(resource, params.id),
    async getMany(resource, params) {
      const records = await Promise.all(params.ids.map((id) => getOne(resource, id)));
      return { data: records.map((record) => record.data) as never[] };
    },
    async getManyReference(resource, params) {
      const answer = await api<{ data: RaRecord[]; total: number }>(`/${resource}`, {
        query: listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
      });
      return { data: answer.data as never[], total: answer.total };
    },
    async create(resource, params) {
      const data = await api<RaRecord>(`/${resource}`, { method: "POST", body: params.data });
      return { data: data as never };
    },
    async update(resource, params) {
      const data = await api<RaRecord | null>(idPath(resource, params.id), {
        method: "PATCH",
        body: changeBody(params.data, params.previousData),
      });
      // An answer that is not the record (the products' PATCH answers the shop's view of the
      // product, `{data}`): the record is read again.
      if (data === null || !("id" in data)) return getOne(resource, params.id) as never;
      return { data: data as never };
    },
    async updateMany(resource, params) {
      // No list-wide change in the API: each record by its own PATCH, which needs its version.
      for (const id of params.ids) {
        const { data: previous } = await getOne(resource, id);
        await api(idPath(resource, id), {
          method: "PATCH",
          body: changeBody(params.data as Record<string, unknown>, previous),
        });
      }
      return { data: params.ids };
    },
    async delete(resource, params) {
      await api(idPath(resource, params.id), { method: "DELETE" });
      return { data: (params.previousData ?? { id: params.id }) as never };
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await api(idPath(resource, id), { method: "DELETE" });
      return { data: params.ids };
    },
    async action(resource, params) {
      const data = await api<never>(`${idPath(resource, params.id)}/${params.action}`, {
        method: "POST",
        body: params.data ?? {},
      });
      return { data };
    },
    csvUrl(resource, { language, ...params }) {
      const query = listQuery(params);
      query.set("lang", language);
      return `${API_ROOT}/${resource}.csv?${query.toString()}`;
    },
  };
}
