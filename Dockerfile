# The shop as a container (issue 30): `docker build -t petshop .`, or `docker compose up` with
# PostgreSQL (compose.yaml). Where no Docker engine runs, `npm run test:image` runs this file's
# runtime steps outside Docker (scripts/check-image.mjs), so keep its lines in the forms it reads:
# COPY, COPY --from=build /app/…, RUN, ENV, HEALTHCHECK … CMD, CMD [json].

# Build: the web app and the compiled server need the dev dependencies (Vite, esbuild).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime: production dependencies, compiled JavaScript and the files the server reads, run by a
# user without privileges. Data (PGlite, pictures, mail files) lives in the /data volume; with
# DATABASE_URL the database is PostgreSQL's and /data keeps the pictures.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data STORAGE_DIR=/data/storage
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/api/src/db/seed/demo-catalog.csv apps/api/src/db/seed/demo-catalog.csv
COPY --from=build /app/apps/api/src/db/seed/demo-artwork.csv apps/api/src/db/seed/demo-artwork.csv
COPY --from=build /app/apps/api/src/modules/auth/common-passwords.txt apps/api/src/modules/auth/common-passwords.txt
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--enable-source-maps", "apps/api/dist/server.js"]
