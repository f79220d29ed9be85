@echo off
rem meshport, installed from its distribution archive: runs lib\meshport.jar. Needs Java 17 or
rem later (JAVA_HOME, else java on the PATH). MESHPORT_JAVA_OPTS adds JVM options.
setlocal
set "MESHPORT_HOME=%~dp0.."
set "JAR=%MESHPORT_HOME%\lib\meshport.jar"
set "JAVA=java"
if defined JAVA_HOME if exist "%JAVA_HOME%\bin\java.exe" set "JAVA=%JAVA_HOME%\bin\java.exe"
where "%JAVA%" >nul 2>nul
if errorlevel 1 if not exist "%JAVA%" (
    echo meshport: no Java found: install Java 17 or later, or set JAVA_HOME 1>&2
    exit /b 3
)
rem Class-data sharing: recorded once per version into the user's local application data, mapped
rem by every later run (as the POSIX script does with the user's cache).
set "CACHE=%LOCALAPPDATA%\meshport\@project.version@"
set "JSA=%CACHE%\meshport.jsa"
if not exist "%JSA%" (
    mkdir "%CACHE%" >nul 2>nul
    "%JAVA%" -XX:ArchiveClassesAtExit="%JSA%" -Xlog:cds=off -Xlog:cds+dynamic=off -cp "%JAR%" io.meshport.cli.StartupTraining >nul 2>nul
)
set "CDS="
if exist "%JSA%" set "CDS=-XX:SharedArchiveFile="%JSA%" -Xshare:auto -Xlog:cds=off -Xlog:cds+dynamic=off"
rem On two cores or fewer the first-tier compiler only: the second tier's compiling would take the
rem core the work needs (as the POSIX script decides).
set "TIER="
if defined NUMBER_OF_PROCESSORS if %NUMBER_OF_PROCESSORS% LEQ 2 set "TIER=-XX:TieredStopAtLevel=1"
rem A binary model converted to a binary model ("convert IN OUT", --force at most after, both IQM
rem or GLB; the POSIX script decides so too): G1, which does not copy the large arrays such a run
rem holds; every other run the parallel collector, whose heap stays near the live data.
set "GC=-XX:+UseParallelGC -XX:MinHeapFreeRatio=10 -XX:MaxHeapFreeRatio=30"
set "REST=%~4"
if /i "%REST%"=="--force" set "REST="
set "PAIR="
if /i "%~1"=="convert" if "%REST%"=="" if "%~5"=="" set "PAIR=%~x2%~x3"
for %%P in (.iqm.iqm .iqm.glb .glb.iqm .glb.glb) do if /i "%PAIR%"=="%%P" set "GC=-XX:+UseG1GC"
"%JAVA%" %CDS% %TIER% %GC% %MESHPORT_JAVA_OPTS% -jar "%JAR%" %*
exit /b %ERRORLEVEL%
