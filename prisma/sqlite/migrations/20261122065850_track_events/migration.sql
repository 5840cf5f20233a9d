-- CreateTable
CREATE TABLE "TrackEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "bioId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "userAgent" TEXT,
    "metadata" TEXT NOT NULL DEFAULT '{}',
    "userId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "TrackEvent_bioId_event_idx" ON "TrackEvent"("bioId", "event");

-- CreateIndex
CREATE INDEX "TrackEvent_event_createdAt_idx" ON "TrackEvent"("event", "createdAt");
