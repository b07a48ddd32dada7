# The portal in one image: the built server and web app, production dependencies only, run as a non-root user.
# Build: docker build -t portal .   Run: docker compose up (compose.yaml adds PostgreSQL).
# NODE_IMAGE may name a mirror of the official Node.js image.
ARG NODE_IMAGE=node:20-bookworm-slim

# Stage 1: every dependency, the build (web app, server bundle, embedded database template).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
COPY docs/package.json docs/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages packages
COPY apps apps
COPY docs docs
RUN npm run build

# Stage 2: production dependencies of the server only (the bundle carries our own packages' code).
FROM ${NODE_IMAGE} AS dependencies
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
COPY --from=build /app/docs/package.json docs/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# Stage 3: what runs.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=dependencies /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/docs/user docs/user
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
