import { GROUPS, type GroupName } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { STRONG_PASSWORD } from '../identity.js';
import { type DemoSessions, login, loginDemoSessions, type Session } from '../test-app.js';

/** The demo sessions plus one Acme user per group, so each permission can be denied by a real group. */
export interface MatrixSessions extends DemoSessions {
  byGroup: Record<GroupName, Session>;
}

export async function matrixSessions(app: FastifyInstance): Promise<MatrixSessions> {
  const demo = await loginDemoSessions(app);
  const byGroup: Partial<Record<GroupName, Session>> = { admin: demo.demo, 'read-only': demo.readonly };
  for (const group of GROUPS) {
    if (byGroup[group]) continue;
    const loginName = `matrix-${group}`;
    const response = await app.inject({
      method: 'POST',
      url: '/v2/users',
      headers: demo.demo.bearer,
      payload: {
        first_name: 'Matrix',
        last_name: group,
        email: `${loginName}@example.com`,
        login: loginName,
        password: STRONG_PASSWORD,
        timezone: 'UTC',
        group,
      },
    });
    if (response.statusCode !== 201 && response.statusCode !== 200) {
      throw new Error(`could not add the ${group} user: ${response.body}`);
    }
    byGroup[group] = await login(app, loginName, STRONG_PASSWORD);
  }
  return { ...demo, byGroup: byGroup as Record<GroupName, Session> };
}
