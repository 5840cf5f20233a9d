-- AlterTable
ALTER TABLE "LinkEvent" ADD COLUMN "variantId" TEXT;

-- CreateTable
CREATE TABLE "AbTest" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "winnerId" TEXT,
    "startedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "AbTest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "AbTest_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "LinkPage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "AbVariant" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "testId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "bio" TEXT NOT NULL,
    "startedAt" DATETIME,
    CONSTRAINT "AbVariant_testId_fkey" FOREIGN KEY ("testId") REFERENCES "AbTest" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AbTest_pageId_status_idx" ON "AbTest"("pageId", "status");

-- CreateIndex
CREATE INDEX "AbTest_userId_createdAt_idx" ON "AbTest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AbVariant_testId_position_idx" ON "AbVariant"("testId", "position");

-- CreateIndex
CREATE INDEX "LinkEvent_variantId_kind_idx" ON "LinkEvent"("variantId", "kind");
