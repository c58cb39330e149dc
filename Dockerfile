# syntax=docker/dockerfile:1
# The API and the workers from one image: `node dist/bundle/main.js` (API, and workers unless
# WORKERS=false) or `node dist/bundle/worker.js` (workers only). See compose.yaml.

# --- build: dependencies, then the bundle (scripts/build.mjs), then production dependencies only
FROM node:20.19-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# no install scripts: nothing here downloads at install time (esbuild and sharp ship as packages)
RUN npm ci --ignore-scripts
COPY tsconfig.json ./
COPY openapi ./openapi
COPY scripts ./scripts
COPY src ./src
COPY db ./db
RUN node scripts/build.mjs && npm prune --omit=dev --ignore-scripts

# --- run: node, ffmpeg (B-roll), festival with its HTS voice (SPEECH_PROVIDER=festival: the
# `festival` group of scripts/system-packages.mjs), the bundle; a non-root user; media under /data.
# Components render from node_modules alone (QuickJS + takumi, no browser); util-linux (in the base
# image) gives the render children `unshare` and `prlimit`: run with user namespaces allowed (or
# CAP_SYS_ADMIN) for their network isolation, else the worker logs that children keep the network
FROM node:20.19-bookworm-slim
COPY scripts/system-packages.mjs /tmp/system-packages.mjs
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg tini util-linux \
 && node /tmp/system-packages.mjs ensure festival \
 && rm -rf /var/lib/apt/lists/* /tmp/system-packages.mjs
# HOST=0.0.0.0: the API refuses to start unless METRICS_TOKEN (or METRICS=false) is set too, and
# ALLOWED_HOSTS or PUBLIC_BASE_URL (the host names clients use; requests naming another get 421)
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    FFMPEG_PATH=/usr/bin/ffmpeg
WORKDIR /app
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/db ./db
COPY --from=build /app/openapi ./openapi
# dist/bundle/ is the node user's: the first start writes the V8 code cache there (scripts/bundle-loader.mjs)
RUN mkdir -p /data && chown node:node /data /app/dist/bundle
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=20s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# tini passes SIGTERM on and reaps children (ffmpeg); node runs the bundle directly, with the V8
# setting npm start makes (scripts/run.mjs)
ENTRYPOINT ["tini", "--"]
CMD ["node", "--no-allocation-site-pretenuring", "dist/bundle/main.js"]
