# syntax=docker/dockerfile:1
# The site as a container: build in one stage, run the build with production dependencies only in another.
#   docker build --build-arg PUBLIC_URL=https://www.example.org -t eidbi-site .
#   docker run -p 3000:3000 -v eidbi-data:/data -e PUBLIC_URL=https://www.example.org eidbi-site
# PUBLIC_URL is needed at build time too: the public pages are prerendered with their canonical links.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG PUBLIC_URL
RUN npm run build

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/drizzle ./drizzle
COPY server.ts ./
# server.ts runs from source with the host modules it imports (app/.server/host/ and the few they use).
COPY app/.server/ ./app/.server/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=8", "--expose-gc", "server.ts"]
