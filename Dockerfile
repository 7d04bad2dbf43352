# One image for backend and gateway; the web build is copied into the nginx image of the web service.
FROM node:20-bookworm-slim AS base
WORKDIR /app
ENV PNPM=pnpm@10.34.9
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/schema/package.json packages/schema/
COPY packages/backend/package.json packages/backend/
COPY packages/gateway/package.json packages/gateway/
COPY packages/web/package.json packages/web/
COPY tests/package.json tests/
COPY bench/package.json bench/
RUN npx --yes $PNPM install --frozen-lockfile
COPY . .
# The backend's production bundle (docs/decisions/0587): API instances run it with plain node.
RUN npx --yes $PNPM run codegen && npx --yes $PNPM --filter @portal/web build \
  && npx --yes $PNPM --filter @portal/backend build

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=base /app/packages/web/dist /usr/share/nginx/html
