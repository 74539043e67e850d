# One team's server renderer, chosen by REMOTE, built from the repository root (the workspace is the context):
# `docker build -f deploy/docker/renderer.Dockerfile --build-arg REMOTE=mf-cart .`

FROM node:20-bookworm AS build
ARG REMOTE
RUN test -n "$REMOTE" || { echo 'REMOTE is required: --build-arg REMOTE=mf-catalog|mf-cart|mf-checkout|mf-account|mf-content' >&2; exit 1; }
RUN npm i -g pnpm@10.34.8
WORKDIR /workspace
# The packages first, from the lockfile alone, so a change of source does not download them again.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline
RUN node scripts/release.mjs renderer "$REMOTE"

# Only the release folder (deploy/releases.json), owned by root: the process cannot change its own code.
FROM node:20-bookworm-slim
ARG REMOTE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /workspace/.releases/renderers/${REMOTE}/ ./
USER node
EXPOSE 8100
CMD ["node", "server/renderer.js"]
