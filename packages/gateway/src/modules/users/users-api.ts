import type { AccountFeature } from '@portal/schema';
import { type RouteBodyInput, usersContract } from '@portal/schema/rest';
import { fromGraphQLRole, toGraphQLRole } from '../../auth/auth-user.ts';
import { PortalRESTDataSource } from '../../datasources/portal-rest-api.ts';
import type {
  InviteUserInput,
  TableLayout,
  TableLayoutInput,
  UserAccount,
  UserStatus,
  Viewer,
} from '../../generated/resolvers-types.ts';
import { toViewer } from '../auth/auth-mappers.ts';
import { toTableLayout } from './users-mappers.ts';

/** The /users endpoints about the signed-in user. */
export class UsersAPI extends PortalRESTDataSource {
  async me(): Promise<Viewer> {
    return toViewer(await this.call(usersContract.me));
  }

  /** Mails an invitation; answers the backend's message ('Invitation email has been sent'). */
  async invite(input: InviteUserInput): Promise<string> {
    const answer = await this.call(usersContract.invite, {
      body: {
        email: input.email,
        ...(input.name ? { name: input.name } : {}),
        // The contract refuses a role it does not invite (api) with a 400 that names the field.
        role: fromGraphQLRole(input.role) as RouteBodyInput<typeof usersContract.invite>['role'],
        ...(input.brandCode ? { brand_code: input.brandCode } : {}),
        ...(input.brandAdmin != null ? { brand_admin: input.brandAdmin } : {}),
      },
    });
    return answer.message;
  }

  /** The users the caller administers (the backend narrows a brand admin to their brand). */
  async users(): Promise<UserAccount[]> {
    const answer = await this.call(usersContract.listUsers);
    return answer.users.map((u) => ({
      id: u.id,
      email: u.email,
      name: u.name,
      role: toGraphQLRole(u.role),
      brandCode: u.brand_code,
      brandName: u.brand_name,
      brandAdmin: u.brand_admin,
      status: u.status.toUpperCase() as UserStatus,
      invitedAt: u.invited_at,
      lastSignInAt: u.last_sign_in_at,
      deactivatedAt: u.deactivated_at,
      accountFeatures: u.account_features,
    }));
  }

  async resendInvitation(userId: string): Promise<string> {
    return (await this.call(usersContract.resendInvitation, { params: { userId } })).message;
  }

  async deactivate(userId: string): Promise<string> {
    return (await this.call(usersContract.deactivateUser, { params: { userId } })).message;
  }

  async setAccountFeatures(userId: string, features: string[]): Promise<string> {
    // Unknown names are the backend's to refuse, in words (400).
    return (
      await this.call(usersContract.setAccountFeatures, {
        params: { userId },
        body: { account_features: features as AccountFeature[] },
      })
    ).message;
  }

  async reactivate(userId: string): Promise<string> {
    return (await this.call(usersContract.reactivateUser, { params: { userId } })).message;
  }

  async markArticleViewed(userId: string, article: string): Promise<string[]> {
    const answer = await this.call(usersContract.markArticleViewed, {
      params: { userId },
      body: { viewed_article: article },
    });
    return answer.viewed_articles;
  }

  async tableLayout(userId: string, tableName: string): Promise<TableLayout | null> {
    const answer = await this.call(usersContract.tableSort, { params: { userId, tableName } });
    return toTableLayout(answer.sort_data);
  }

  async saveTableLayout(userId: string, tableName: string, layout: TableLayoutInput): Promise<TableLayout> {
    const answer = await this.call(usersContract.saveTableSort, {
      params: { userId, tableName },
      // The JSON scalar is checked by the backend against the same contract (a 400 names the field).
      body: { sortData: layout as RouteBodyInput<typeof usersContract.saveTableSort>['sortData'] },
    });
    // The stored layout is what was sent when the backend answers without echoing it.
    return toTableLayout(answer.sort_data) ?? { ...layout };
  }
}
