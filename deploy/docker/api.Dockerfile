# The storefront API: one image for the web process (default command), the worker (`node dist/worker.js`)
# and the migration (`node dist/migrate.js`). Built from the repository root, the workspace being the context:
# `docker build -f deploy/docker/api.Dockerfile .` (api.Dockerfile.dockerignore keeps local files out).

FROM node:20-bookworm AS build
RUN npm i -g pnpm@10.34.8
WORKDIR /workspace
# The packages first, from the lockfile alone, so a change of source does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN node scripts/release.mjs api

# Only the release folder (deploy/releases.json), owned by root: the process cannot change its own code.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /workspace/.releases/api/ ./
USER node
EXPOSE 8090 8091
CMD ["node", "dist/server.js"]
