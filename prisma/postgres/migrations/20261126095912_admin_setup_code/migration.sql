-- CreateTable
CREATE TABLE "AdminSetupCode" (
    "id" TEXT NOT NULL,
    "salt" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AdminSetupCode_pkey" PRIMARY KEY ("id")
);
