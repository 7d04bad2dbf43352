import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type { TableLayout, TableLayoutInput, Viewer } from '../../generated/resolvers-types.ts';
import { type RestUser, toViewer } from '../auth/auth-mappers.ts';
import { type RestSortData, toTableLayout } from './users-mappers.ts';

/** The /users endpoints about the signed-in user. */
export class UsersAPI extends PortalRESTDataSource {
  async me(): Promise<Viewer> {
    return toViewer(await this.get<RestUser>('users/me'));
  }

  async markArticleViewed(userId: string, article: string): Promise<string[]> {
    const answer = await this.put<{ viewed_articles?: string[] | null }>(
      `users/${encodeURIComponent(userId)}/articles`,
      { body: { viewed_article: article } },
    );
    return answer.viewed_articles ?? [];
  }

  async tableLayout(userId: string, tableName: string): Promise<TableLayout | null> {
    const answer = await this.get<{ sort_data: RestSortData | null }>(this.tableSortPath(userId, tableName));
    return toTableLayout(answer.sort_data);
  }

  async saveTableLayout(userId: string, tableName: string, layout: TableLayoutInput): Promise<TableLayout> {
    const answer = await this.patch<{ sort_data: RestSortData | null }>(
      this.tableSortPath(userId, tableName),
      {
        body: { sortData: layout },
      },
    );
    // The stored layout is what was sent when the backend answers without echoing it.
    return toTableLayout(answer.sort_data) ?? { ...layout };
  }

  private tableSortPath(userId: string, tableName: string): string {
    return `users/${encodeURIComponent(userId)}/table-sort/${encodeURIComponent(tableName)}`;
  }
}
