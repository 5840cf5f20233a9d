-- AlterTable
ALTER TABLE "LinkEvent" ADD COLUMN     "variantId" TEXT;

-- CreateTable
CREATE TABLE "AbTest" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "pageId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'running',
    "winnerId" TEXT,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AbTest_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AbVariant" (
    "id" TEXT NOT NULL,
    "testId" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "bio" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3),

    CONSTRAINT "AbVariant_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AbTest_pageId_status_idx" ON "AbTest"("pageId", "status");

-- CreateIndex
CREATE INDEX "AbTest_userId_createdAt_idx" ON "AbTest"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "AbVariant_testId_position_idx" ON "AbVariant"("testId", "position");

-- CreateIndex
CREATE INDEX "LinkEvent_variantId_kind_idx" ON "LinkEvent"("variantId", "kind");

-- AddForeignKey
ALTER TABLE "AbTest" ADD CONSTRAINT "AbTest_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbTest" ADD CONSTRAINT "AbTest_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "LinkPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AbVariant" ADD CONSTRAINT "AbVariant_testId_fkey" FOREIGN KEY ("testId") REFERENCES "AbTest"("id") ON DELETE CASCADE ON UPDATE CASCADE;
