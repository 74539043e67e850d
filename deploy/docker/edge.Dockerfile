# The edge server, built from the repository root, the workspace being the context:
# `docker build -f deploy/docker/edge.Dockerfile .` (edge.Dockerfile.dockerignore keeps local files out).

FROM node:20-bookworm AS build
RUN npm i -g pnpm@10.34.8
WORKDIR /workspace
# The packages first, from the lockfile alone, so a change of source does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN node scripts/release.mjs edge

# Only the release folder (deploy/releases.json), owned by root: the process cannot change its own code.
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /workspace/.releases/edge/ ./
USER node
EXPOSE 8080
CMD ["node", "dist/main.js"]
