# One team's server renderer, the team chosen by REMOTE:
# `docker build -f deploy/docker/renderer.Dockerfile --build-arg REMOTE=mf-cart .` from the
# repository root, the build context, since the release is built from the whole workspace
# (renderer.Dockerfile.dockerignore beside this file keeps local installs, builds and data out of it).

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

# Only the release folder (deploy/releases.json), owned by root: the process cannot change its own
# code. server/renderer.js is one self-contained bundle; it reads fragments.json one folder up.
FROM node:20-bookworm-slim
ARG REMOTE
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /workspace/.releases/renderers/${REMOTE}/ ./
USER node
EXPOSE 8100
CMD ["node", "server/renderer.js"]
