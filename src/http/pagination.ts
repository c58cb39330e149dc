/** The spec's pagination: one-based `page`, `limit` items per page, answers carry total/page/totalPages. */
export interface PageRequest {
  page: number;
  limit: number;
}

export function pageOf(query: { page?: number; limit?: number }, defaults: PageRequest = { page: 1, limit: 10 }) {
  const page = query.page ?? defaults.page;
  const limit = query.limit ?? defaults.limit;
  return { page, limit, offset: (page - 1) * limit };
}

export function pageInfo(total: number, { page, limit }: PageRequest) {
  return { total, page, totalPages: Math.ceil(total / limit) };
}

/** Escapes LIKE wildcards so a search term matches literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
