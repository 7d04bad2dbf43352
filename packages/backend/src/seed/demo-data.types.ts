/** Plain rows of the demo data set, built without a database so they can be compared in tests. */
export interface DemoUser {
  id: string;
  email: string;
  name: string;
  role: string;
  brandCode: string | null;
  brandAdmin: boolean;
  /** Features granted by name (ACCOUNT_FEATURES). */
  accountFeatures: string[];
}

export interface DemoBrand {
  brandCode: string;
  name: string;
  parentBrandCode: string | null;
  brandType: string;
  statusId: number;
  accountManagerId: string | null;
  subscriptionStatus: string | null;
  createdAt: string;
}

export interface DemoAuthorizedMarketplace {
  brandCode: string;
  sellerId: string;
  sellerName: string;
  marketplaceId: string;
}

export interface DemoActivity {
  sellerId: string;
  marketplaceId: string;
  sku: string;
  type: string;
  comment: string | null;
  isRead: boolean;
  createdAt: string;
  /** The user whose change this reports; null when the marketplace raised it. */
  userId: string | null;
}

export interface DemoData {
  users: DemoUser[];
  brands: DemoBrand[];
  authorizedMarketplaces: DemoAuthorizedMarketplace[];
  activity: DemoActivity[];
}
