/**
 * A fake hosted index for the sync tests, plugged in as the client's HTTP transport (algoliasearch
 * v5 takes a custom `requester`): browse, batch, settings and task calls on an in-memory index.
 * No network: the tests never reach a real provider.
 */
import { algoliasearch } from 'algoliasearch';

type Obj = Record<string, unknown> & { objectID: string };

export interface FakeIndex {
  objects: Map<string, Obj>;
  settings: Record<string, unknown> | null;
  /** Method and path of every call, in order. */
  calls: string[];
  exists: boolean;
}

const reply = (status: number, body: unknown) => ({ status, content: JSON.stringify(body), isTimedOut: false });

/** A full client whose transport is the fake index. */
export function fakeClient(index: FakeIndex) {
  return algoliasearch('FAKEAPP', 'admin-key', {
    requester: {
      async send(request) {
        const url = new URL(request.url);
        const path = decodeURIComponent(url.pathname);
        index.calls.push(`${request.method} ${path}`);
        const body = typeof request.data === 'string' ? (JSON.parse(request.data) as Record<string, unknown>) : {};
        if (path.endsWith('/browse')) {
          if (!index.exists) return reply(404, { message: 'Index does not exist', status: 404 });
          // Two pages, so the cursor is followed.
          const all = [...index.objects.values()].map(({ objectID, hash }) => ({ objectID, hash }));
          const second = body.cursor === 'next';
          const hits = second ? all.slice(1) : all.slice(0, 1);
          return reply(200, {
            hits,
            ...(second || all.length < 2 ? {} : { cursor: 'next' }),
            page: 0,
            nbHits: all.length,
          });
        }
        if (path.endsWith('/settings')) {
          index.settings = body;
          index.exists = true;
          return reply(200, { taskID: 1, updatedAt: '2026-11-25T00:00:00Z' });
        }
        if (path.endsWith('/batch')) {
          index.exists = true;
          for (const r of body.requests as { action: string; body: Obj }[]) {
            if (r.action === 'deleteObject') index.objects.delete(r.body.objectID);
            else index.objects.set(r.body.objectID, r.body);
          }
          return reply(200, { taskID: 2, objectIDs: [] });
        }
        if (/\/task\/\d+$/.test(path)) return reply(200, { status: 'published', pendingTask: false });
        return reply(400, { message: `unexpected ${request.method} ${path}`, status: 400 });
      },
    },
  });
}
