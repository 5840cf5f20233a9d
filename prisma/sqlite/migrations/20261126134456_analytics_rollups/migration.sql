-- AlterTable
ALTER TABLE "LinkEvent" ADD COLUMN "browser" TEXT;
ALTER TABLE "LinkEvent" ADD COLUMN "device" TEXT;
ALTER TABLE "LinkEvent" ADD COLUMN "os" TEXT;

-- CreateTable
CREATE TABLE "AnalyticsDaily" (
    "userId" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "dimension" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "subjectId" TEXT NOT NULL,
    "linkId" TEXT NOT NULL DEFAULT '',
    "value" TEXT NOT NULL DEFAULT '',
    "views" INTEGER NOT NULL DEFAULT 0,
    "clicks" INTEGER NOT NULL DEFAULT 0,
    "conversions" INTEGER NOT NULL DEFAULT 0,
    "created" INTEGER NOT NULL DEFAULT 0,
    "uniqueViews" INTEGER NOT NULL DEFAULT 0,
    "uniqueClicks" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("userId", "source", "dimension", "day", "subjectId", "linkId", "value"),
    CONSTRAINT "AnalyticsDaily_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AnalyticsVisitor" (
    "pageId" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "linkId" TEXT NOT NULL DEFAULT '',
    "visitorHash" TEXT NOT NULL,

    PRIMARY KEY ("pageId", "day", "linkId", "visitorHash"),
    CONSTRAINT "AnalyticsVisitor_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "LinkPage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AnalyticsVisitor_day_idx" ON "AnalyticsVisitor"("day");
