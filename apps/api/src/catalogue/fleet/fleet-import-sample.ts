// The fleet import's sample file (GET /api/admin/cars/import/sample): three cars of the demo supplier
// at the demo data's places, every column the import reads.
export const FLEET_IMPORT_SAMPLE =
  [
    'name,supplier,licencePlate,size,fuelType,gearbox,seats,doors,aircon,multimedia,mileage,fuelPolicy,deposit,minimumAge,isLicenceRequired,availability,isFullyBooked,isComingSoon,dailyPrice,discountedDailyPrice,weeklyPrice,discountedWeeklyPrice,biWeeklyPrice,discountedBiWeeklyPrice,monthlyPrice,discountedMonthlyPrice,cancellation,amendments,theftProtection,collisionDamageWaiver,fullInsurance,additionalDriver,locations',
    'Renault Clio,supplier@roadbook.example,AB-123-CD,mini,gasoline,manual,5,5,yes,bluetooth|appleCarPlay,unlimited,fullToFull,500.00,21,yes,available,no,no,45.50,39.90,280.00,,,,,,included,15.00,unavailable,9.50,19.00,7.00,Paris Gare de Lyon|Lyon Part-Dieu',
    'Peugeot 3008,supplier@roadbook.example,EF-456-GH,midi,diesel,automatic,5,5,yes,touchscreen|androidAuto|appleCarPlay,300,likeForlike,800.00,25,yes,available,no,no,72.00,,450.00,420.00,,,1600.00,,25.00,included,12.00,14.50,29.00,9.00,Aéroport Nice Côte d’Azur',
    'Ford Transit Custom,supplier@roadbook.example,,maxi,diesel,manual,9,4,yes,,250,fullToFull,1200.00,25,yes,available,no,no,110.00,,690.00,,,,,,unavailable,unavailable,18.00,unavailable,35.00,10.00,Barcelona Sants|Málaga Airport',
  ].join('\n') + '\n';
